import * as v from 'valibot'
import { locales } from './locale'

export const LocaleSchema = v.picklist(locales)
