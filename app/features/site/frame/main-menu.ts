/**
 * The id of the list of the header's menu on large screens (its keys: ./menu-keys). A module of
 * its own so that the header's deferred code imports it without importing the header back.
 */
export const MAIN_MENU = 'main-menu'
