/**
 * A UUID as text, of every version and in either case: the shape of every row id. Loose on
 * purpose (no version or variant bits): it only decides whether a string may be cast to `uuid`
 * or looked up, where z.uuid() would refuse ids PostgreSQL itself accepts.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
