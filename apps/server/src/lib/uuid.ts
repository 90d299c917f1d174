const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for text PostgreSQL reads as a uuid: anything else compared with a uuid column is an error there. */
export const isUuid = (text: string) => UUID.test(text);
