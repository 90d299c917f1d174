import { describe, expect, it } from 'vitest';
import { accommodationAnsweredEmail } from '../accommodations/accommodations.emails';
import englishMails from './english-mails.fixture.json';
import {
  invitationEmail,
  joinConfirmationEmail,
  type MailBrand,
  reminderEmail,
  resetPasswordEmail,
} from './mail.templates';

const brand: MailBrand = { displayName: 'Acme Hiring', brandColor: '#112233', logoUrl: null };
const invitation = {
  to: 'a@b.test',
  name: 'Ann',
  companyName: 'Acme',
  url: 'http://x/accept-invite?token=t',
  validDays: 7,
  sections: [
    { name: 'Logic', minutes: 1 },
    { name: 'Words', minutes: 25 },
  ],
  brand,
};
const reminder = {
  to: 'a@b.test',
  name: 'Ann',
  companyName: 'Acme',
  assessmentName: 'Analyst',
  url: 'http://x/accept-invite?token=r',
};

/**
 * The English emails as english-mails.fixture.json records them: as the English templates wrote them before
 * the catalogues, with the invitation's and the reminders' application link of decision 033 since. A change
 * to the English wording changes the fixture on purpose: it holds JSON.parse(JSON.stringify(englishNow())).
 */
function englishNow() {
  return {
    invitation: invitationEmail(invitation),
    reminderStarted: reminderEmail({
      ...reminder,
      deadline: 'Friday 28 November 2026 at 17:00',
      kind: 'not_finished',
      sectionsTotal: 4,
      sectionsClosed: 1,
      sectionsOpen: 2,
      minutesNotStarted: 30,
    }),
    reminderNotStarted: reminderEmail({
      ...reminder,
      deadline: 'Friday 28 November 2026 at 17:00',
      kind: 'not_started',
      sectionsTotal: 1,
      sectionsClosed: 0,
      sectionsOpen: 0,
      minutesNotStarted: 1,
    }),
    reminderDone: reminderEmail({
      ...reminder,
      deadline: 'D',
      kind: 'not_finished',
      sectionsTotal: 2,
      sectionsClosed: 2,
      sectionsOpen: 0,
      minutesNotStarted: 0,
    }),
    reminderOneOpen: reminderEmail({
      ...reminder,
      deadline: 'D',
      kind: 'not_finished',
      sectionsTotal: 2,
      sectionsClosed: 0,
      sectionsOpen: 1,
      minutesNotStarted: 5,
    }),
    reset: resetPasswordEmail('a@b.test', 'Ann', 'http://x/reset'),
    join: joinConfirmationEmail({
      to: 'a@b.test',
      name: 'Ann',
      companyName: 'Acme',
      assessmentName: 'Analyst',
      url: 'http://x/j',
      validHours: 24,
      brand,
    }),
  };
}

const DEVANAGARI = /[\u0900-\u097F]/;
const ARABIC = /[\u0600-\u06FF]/;
/** Latin words of three letters or more, names, addresses and the product's name aside. */
const englishWords = (text: string) =>
  text
    .replace(/https?:\S+|\S+@\S+|HireAssess|Acme|Hiring|Ann|Logic|Words|Analyst|AI/g, '')
    .match(/[A-Za-z]{3,}/g) ?? [];

describe('candidate emails in the candidate language (issue 23)', () => {
  it('writes English byte for byte as the fixture records it', () => {
    expect(JSON.parse(JSON.stringify(englishNow()))).toEqual(englishMails);
  });

  it('sends the English invitation and reminders to the application link, with nothing about a password', () => {
    const mails = englishNow();
    const invited = mails.invitation;
    const reminders = {
      reminderStarted: mails.reminderStarted,
      reminderNotStarted: mails.reminderNotStarted,
      reminderDone: mails.reminderDone,
      reminderOneOpen: mails.reminderOneOpen,
    };
    expect(invited.text).toContain('with no password to set');
    expect(invited.text.replace('with no password to set', '')).not.toMatch(/password|sign.in|login/i);
    expect(invited.text.match(/https?:\/\/\S+/g)).toEqual(['http://x/accept-invite?token=t']);
    for (const [kind, mail] of Object.entries(reminders)) {
      expect(mail.text, kind).not.toMatch(/password|login|Sign in with/i);
      expect(mail.html, kind).not.toMatch(/password|login/i);
      expect(mail.text.match(/https?:\/\/\S+/g), kind).toEqual(['http://x/accept-invite?token=r']);
      expect(mail.text, kind).toMatch(
        /\n\n(Start|Continue) the assessment: http:\/\/x\/accept-invite\?token=r\n\nThe link is yours alone: please do not forward this email\.\n\n/,
      );
    }
    expect(reminders.reminderNotStarted.text).toContain(
      'Start the assessment: http://x/accept-invite?token=r',
    );
    expect(reminders.reminderStarted.text).toContain(
      'Continue the assessment: http://x/accept-invite?token=r',
    );
  });

  it('writes a Hindi invitation: subject, text and HTML in Hindi, the page marked as Hindi', () => {
    const mail = invitationEmail({ ...invitation, language: 'hi' });
    expect(mail.subject).toBe('Acme Hiring की ओर से आपका आकलन निमंत्रण');
    expect(mail.text).toContain('नमस्ते Ann,');
    expect(mail.text).toContain('इस आकलन में 2 खंड हैं और इसमें कुल 26 मिनट लगते हैं:');
    expect(mail.text).toContain(
      'नीचे दिया गया आपका निजी लिंक आकलन खोलता है, कोई पासवर्ड सेट नहीं करना है। यह किसी भी डिवाइस पर, जितनी बार ज़रूरत हो, 7 दिन तक काम करता है।',
    );
    expect(mail.text).toContain('आकलन शुरू करें: http://x/accept-invite?token=t');
    expect(mail.text).toContain('यह लिंक केवल आपके लिए है: कृपया यह ईमेल किसी को फ़ॉरवर्ड न करें।');
    expect(mail.text).not.toContain('अपना पासवर्ड सेट करें');
    expect(mail.html).toContain('<html lang="hi" dir="ltr">');
    expect(mail.html).toContain('या यह लिंक अपने ब्राउज़र में चिपकाएँ');
    expect(DEVANAGARI.test(mail.subject)).toBe(true);
    expect(englishWords(mail.text)).toEqual([]);
  });

  it('writes an Arabic invitation right to left, with Arabic plurals', () => {
    const mail = invitationEmail({ ...invitation, language: 'ar' });
    expect(mail.subject).toBe('دعوتك إلى تقييم من Acme Hiring');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    // The section's name keeps its own direction inside the Arabic line.
    expect(mail.text).toContain('\u2068Logic\u2069: دقيقة واحدة');
    expect(mail.text).toContain(
      'رابطك الشخصي أدناه يفتح التقييم دون الحاجة إلى تعيين كلمة مرور. يعمل على أي جهاز، وكلما احتجت إليه، لمدة 7 أيام.',
    );
    expect(mail.html).toContain('<a href="http://x/accept-invite?token=t"');
    expect(mail.html).toContain('>ابدأ التقييم</a>');
    expect(ARABIC.test(mail.text)).toBe(true);
    expect(englishWords(mail.text)).toEqual([]);
  });

  it('writes reminders, password resets and join confirmations in the language asked', () => {
    const spanish = reminderEmail({
      ...reminder,
      deadline: 'viernes, 28 de noviembre de 2026, 17:00',
      kind: 'not_finished',
      sectionsTotal: 3,
      sectionsClosed: 1,
      sectionsOpen: 1,
      minutesNotStarted: 20,
      language: 'es',
    });
    expect(spanish.subject).toBe(
      'Recordatorio: termina tu evaluación antes del viernes, 28 de noviembre de 2026, 17:00',
    );
    expect(spanish.text).toContain('Has terminado 1 de 3 secciones.');
    expect(spanish.text).toContain('Una sección está en curso y su temporizador está corriendo.');
    expect(spanish.text).toContain('Por empezar: una sección, unos 20 minutos.');
    expect(spanish.text).toContain('Continuar la evaluación: http://x/accept-invite?token=r');
    expect(spanish.text).toContain('El enlace es solo para ti: no reenvíes este correo.');
    expect(spanish.text).not.toMatch(/Sign in|section|deadline|Hello|contraseña/);
    expect(resetPasswordEmail('a@b.test', 'Ann', 'http://x/r', 'fr').subject).toBe(
      'Réinitialisez votre mot de passe',
    );
    const join = joinConfirmationEmail({
      to: 'a@b.test',
      name: 'Ann',
      companyName: 'Acme',
      assessmentName: 'Analyst',
      url: 'http://x/j',
      validHours: 24,
      language: 'pt-BR',
    });
    expect(join.subject).toBe('Confirme seu e-mail para Acme');
    expect(join.text).toContain('O link é válido por 24 horas e funciona uma única vez.');
  });

  it("answers an accommodation request in the candidate's language, right to left in Arabic", () => {
    const mail = accommodationAnsweredEmail({
      to: 'a@b.test',
      name: 'محمد',
      companyName: 'Acme',
      brand: null,
      kind: 'extra_time',
      granted: 1.5,
      response: null,
      dashboardUrl: 'http://x/candidate/dashboard?lang=ar',
      language: 'ar',
    });
    expect(mail.subject).toBe('مُنحت وقتًا إضافيًا');
    expect(mail.text).toContain('وافقت Acme على طلبك للحصول على وقت إضافي');
    expect(mail.text).toContain('1.5×');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(englishWords(mail.text)).toEqual([]);
  });
});
