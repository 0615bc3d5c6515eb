// Imported first by the commands whose stdout is their output (a CSV, a report): the server
// code they run logs to stderr instead, and only warnings unless LOG_LEVEL says otherwise.
import { setProcessShared } from '../app/server/process/shared.ts'

setProcessShared('log-fd', 2)
process.env.LOG_LEVEL ||= 'warn'
