/**
 * The subscription topics: company news, new products and the news of one brand (by its code).
 * The content service takes only the topics there are (news, products, each brand of its
 * database); this is their spelling.
 */
export const SUBSCRIPTION_TOPIC = /^(news|products|brand:[a-z0-9-]{1,20})$/

/**
 * The most topics one post or call may name, checked before anything is looked up: the page
 * offers news, products and one topic a brand, and a maker has a handful of brands.
 */
export const MAX_TOPICS = 50
