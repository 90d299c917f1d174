/** One email as every sender builds it and every transport delivers it. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The candidate record (of one company) the mail is addressed to and about. The candidate's data
   * export lists the mails carrying their record's id, never mail matched by address: the same address
   * may receive another company's mail, or an admin's, that the candidate's company must not read.
   */
  candidateId?: string;
};
