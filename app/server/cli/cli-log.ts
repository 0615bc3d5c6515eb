// Imported first by the commands whose stdout is their output (a CSV, a report): the server
// code they run logs to stderr instead, and only warnings unless LOG_LEVEL says otherwise.
import { LOG_LEVELS, log, logToStderr } from '~/server/log'

logToStderr()
process.env.LOG_LEVEL ||= 'warn'
const level = LOG_LEVELS.find((name) => name === process.env.LOG_LEVEL)
if (level) log.level = level
