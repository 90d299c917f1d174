/** The kinds of mail a company's actions send that budgets count (mail-budget.ts MAIL_BUDGETS). */
export type MailBudgetKind = 'invitation' | 'reminder' | 'decision' | 'accommodation-request';

/** What the budget of a message counts: its kind, the sending company and, for some kinds, the record. */
export type MailBudgetTag = { kind: MailBudgetKind; companyId: string; about?: string };

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
  /** Mail a company's action sends is budgeted (mail-budget.ts); a person's own account mail is not. */
  budget?: MailBudgetTag;
};
