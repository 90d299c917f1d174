/** One email as every sender builds it and every transport delivers it. */
export type MailMessage = { to: string; subject: string; text: string; html: string };
