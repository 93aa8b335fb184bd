import type { Language } from '@seal/shared';

export type TemplateName = 'resetPassword' | 'initPassword' | 'message' | 'preRegistration' | 'preRegistrationRefused';
export type TemplateParams = Record<string, string | number>;

interface Template {
  subject: string;
  /** Paragraphs; {{name}} is replaced by the parameter of that name. */
  body: string[];
  action?: string;
}

const TEMPLATES: Record<TemplateName, Record<Language, Template>> = {
  resetPassword: {
    en: {
      subject: 'Reset your Seal Console password',
      body: [
        'Hello {{firstName}},',
        'Someone asked to reset the password of your Seal Console account. The link below works once, for {{hours}} hours.',
        'If you did not ask for it, ignore this mail: your password stays as it is.',
      ],
      action: 'Choose a new password',
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe Seal Console',
      body: [
        'Bonjour {{firstName}},',
        'Une réinitialisation du mot de passe de votre compte Seal Console a été demandée. Le lien ci-dessous est valable une fois, pendant {{hours}} heures.',
        "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
      ],
      action: 'Choisir un nouveau mot de passe',
    },
    zh: {
      subject: '重置您的 Seal Console 密码',
      body: [
        '{{firstName}}，您好：',
        '有人请求重置您的 Seal Console 账户密码。下面的链接只能使用一次，{{hours}} 小时内有效。',
        '如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
      ],
      action: '设置新密码',
    },
  },
  initPassword: {
    en: {
      subject: 'Your Seal Console account is ready',
      body: [
        'Hello {{firstName}},',
        'An account was created for you on Seal Console. Choose your password with the link below; it works once, for {{hours}} hours.',
      ],
      action: 'Choose my password',
    },
    fr: {
      subject: 'Votre compte Seal Console est prêt',
      body: [
        'Bonjour {{firstName}},',
        'Un compte Seal Console a été créé pour vous. Choisissez votre mot de passe avec le lien ci-dessous ; il est valable une fois, pendant {{hours}} heures.',
      ],
      action: 'Choisir mon mot de passe',
    },
    zh: {
      subject: '您的 Seal Console 账户已创建',
      body: [
        '{{firstName}}，您好：',
        '已为您创建 Seal Console 账户。请通过下面的链接设置密码；该链接只能使用一次，{{hours}} 小时内有效。',
      ],
      action: '设置我的密码',
    },
  },
  /** The form to sign, attached as a PDF (modules/subscription). */
  preRegistration: {
    en: {
      subject: 'Your Seal Console pre-registration {{number}}: the form to sign',
      body: [
        'Hello {{firstName}},',
        'Thank you for registering {{company}}. Your pre-registration {{number}} is recorded; the form you filled is attached as a PDF.',
        'Print it, check it, sign it and send it back, with the stamp of the company, by post to: {{postalAddress}}, or scanned by mail to: {{returnEmail}}. Quote the number {{number}}.',
        'Once the signed form is received and checked, your account is opened and you receive a mail to choose your password. A pre-registration whose form is not received is deleted after {{days}} days.',
      ],
    },
    fr: {
      subject: 'Votre pré-inscription Seal Console {{number}} : le formulaire à signer',
      body: [
        'Bonjour {{firstName}},',
        "Merci d'avoir inscrit {{company}}. Votre pré-inscription {{number}} est enregistrée ; le formulaire que vous avez rempli est joint en PDF.",
        'Imprimez-le, vérifiez-le, signez-le et renvoyez-le, avec le cachet de la société, par courrier à : {{postalAddress}}, ou scanné par e-mail à : {{returnEmail}}. Rappelez le numéro {{number}}.',
        "Dès réception et vérification du formulaire signé, votre compte est ouvert et vous recevez un e-mail pour choisir votre mot de passe. Une pré-inscription dont le formulaire n'est pas reçu est supprimée au bout de {{days}} jours.",
      ],
    },
    zh: {
      subject: '您的 Seal Console 预注册 {{number}}：待签署的表格',
      body: [
        '{{firstName}}，您好：',
        '感谢您为 {{company}} 注册。您的预注册 {{number}} 已记录；您填写的表格以 PDF 附件形式发送。',
        '请打印、核对并签署该表格，加盖公司印章后寄回，邮寄地址：{{postalAddress}}，或扫描后发送电子邮件至：{{returnEmail}}。请注明编号 {{number}}。',
        '收到并核实签署的表格后，我们将开通您的账户，您会收到一封设置密码的邮件。未收到表格的预注册将在 {{days}} 天后删除。',
      ],
    },
  },
  /** The operator's refusal, with its reason (npm run subscription -- refuse). */
  preRegistrationRefused: {
    en: {
      subject: 'Your Seal Console pre-registration {{number}}',
      body: [
        'Hello {{firstName}},',
        'We are sorry: your pre-registration {{number}} for {{company}} was not accepted, for this reason:',
        '{{reason}}',
        'You may register again at {{signUpUrl}} or answer this mail with your questions.',
      ],
    },
    fr: {
      subject: 'Votre pré-inscription Seal Console {{number}}',
      body: [
        'Bonjour {{firstName}},',
        "Nous sommes désolés : votre pré-inscription {{number}} pour {{company}} n'a pas été acceptée, pour la raison suivante :",
        '{{reason}}',
        'Vous pouvez vous inscrire à nouveau sur {{signUpUrl}} ou répondre à ce message pour toute question.',
      ],
    },
    zh: {
      subject: '您的 Seal Console 预注册 {{number}}',
      body: [
        '{{firstName}}，您好：',
        '很抱歉，您为 {{company}} 提交的预注册 {{number}} 未被接受，原因如下：',
        '{{reason}}',
        '您可以在 {{signUpUrl}} 重新注册，如有疑问请回复此邮件。',
      ],
    },
  },
  message: {
    en: { subject: '{{subject}}', body: ['{{text}}'] },
    fr: { subject: '{{subject}}', body: ['{{text}}'] },
    zh: { subject: '{{subject}}', body: ['{{text}}'] },
  },
};

const fill = (text: string, params: TemplateParams) =>
  text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(params[name] ?? ''));

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function renderMail(name: TemplateName, language: Language, params: TemplateParams): RenderedMail {
  const template = TEMPLATES[name][language];
  const paragraphs = template.body.map((line) => fill(line, params));
  const link = params.link === undefined ? undefined : String(params.link);
  const text = [...paragraphs, ...(link ? [`${template.action ?? ''}: ${link}`] : [])].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link)}">${escapeHtml(template.action ?? link)}</a></p>`] : []),
  ].join('\n');
  return { subject: fill(template.subject, params), text, html };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of an HTML message: blocks become paragraphs, tags go, common entities are read. */
const htmlToText = (html: string) =>
  html
    .replace(/<\/(p|div|li|h\d)>|<br\s*\/?>/gi, '\n\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => ENTITIES[name]!);

/**
 * The parts of a mail a user writes (mailModel.sendMail). The server has no HTML sanitiser (one
 * needs a DOM), so the HTML part is escaped: its tags are dropped and its text shown as text, and
 * no link, form or script of the sender's reaches a mailbox under the console's name.
 */
export function renderMessage(subject: string, text: string, html?: string): RenderedMail {
  const source = html === undefined ? text : htmlToText(html);
  const paragraphs = source
    .split(/\n\s*\n/)
    .map((p) => p.replace(/[ \t]+/g, ' ').trim())
    .filter((p) => p.length > 0);
  return { subject, text, html: paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n') };
}

export const TEMPLATE_NAMES = Object.keys(TEMPLATES) as TemplateName[];
export const templateLanguages = (name: TemplateName) => Object.keys(TEMPLATES[name]) as Language[];
