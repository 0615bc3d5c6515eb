/**
 * Battery platforms: the roles a product may have on one, the voltage families a platform may
 * be of, and the form of its code (its name in `/product/list?platform=`). Shared by the
 * database, the content client, the staff console and the pages.
 */
export const PLATFORM_ROLES = ['tool', 'battery', 'charger'] as const
export type PlatformRole = (typeof PLATFORM_ROLES)[number]

/** Volts: '18-20' is the family sold as 18 V in some markets and 20 V MAX in others. */
export const VOLTAGE_FAMILIES = ['12', '18-20', '36-40', '54-60'] as const
export type VoltageFamily = (typeof VOLTAGE_FAMILIES)[number]

/** Lower-case letters, digits and hyphens, starting with a letter or digit, at most 50. */
export const PLATFORM_CODE = /^[a-z0-9][a-z0-9-]{0,49}$/

/** "12 V", "18/20 V": how the pages say a voltage family. */
export const voltageLabel = (family: string): string => `${family.replace('-', '/')} V`
