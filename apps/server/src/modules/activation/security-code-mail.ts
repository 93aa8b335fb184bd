import type { activation, Language } from '@seal/shared';

type SecurityCodePurpose = activation.SecurityCodePurpose;
import { renderMessage, type RenderedMail } from '../mail/templates';

interface CodeMailTexts {
  subject: string;
  /** Paragraphs; {{name}} is replaced by the parameter of that name. */
  body: string[];
  actions: Record<SecurityCodePurpose, string>;
}

/**
 * The mail carrying a security code, in the user's language. The code is not in the subject, which
 * phones show on a locked screen.
 */
const TEXTS: Record<Language, CodeMailTexts> = {
  en: {
    subject: 'Your Seal Console security code',
    body: [
      'Hello {{firstName}},',
      'Your security code to confirm {{action}} is:',
      '{{code}}',
      'It is valid for {{minutes}} minutes, for this request only, and works once.',
      'If you did not ask for it, do not give it to anyone and tell your administrator: someone may be using your account.',
    ],
    actions: {
      activation: 'an activation of seals',
      cancellation: 'a cancellation of seals',
      xmlImport: 'a batch of activations from an XML file',
      quotation: 'a quotation request',
    },
  },
  fr: {
    subject: 'Votre code de sécurité Seal Console',
    body: [
      'Bonjour {{firstName}},',
      'Votre code de sécurité pour confirmer {{action}} est :',
      '{{code}}',
      'Il est valable {{minutes}} minutes, pour cette demande uniquement, et ne sert qu’une fois.',
      'Si vous ne l’avez pas demandé, ne le communiquez à personne et prévenez votre administrateur : quelqu’un utilise peut-être votre compte.',
    ],
    actions: {
      activation: 'une activation de scellés',
      cancellation: 'une annulation de scellés',
      xmlImport: 'un lot d’activations par fichier XML',
      quotation: 'une demande de devis',
    },
  },
  zh: {
    subject: '您的 Seal Console 安全码',
    body: [
      '{{firstName}}，您好：',
      '用于确认{{action}}的安全码是：',
      '{{code}}',
      '该安全码 {{minutes}} 分钟内有效，仅适用于本次请求，且只能使用一次。',
      '如果这不是您本人的请求，请不要把安全码告诉任何人，并通知您的管理员：可能有人在使用您的账户。',
    ],
    actions: {
      activation: '激活封签',
      cancellation: '取消封签',
      xmlImport: '通过 XML 文件批量激活',
      quotation: '一项报价申请',
    },
  },
};

export interface CodeMailParams {
  firstName: string;
  code: string;
  minutes: number;
  purpose: SecurityCodePurpose;
}

export function renderCodeMail(language: Language, params: CodeMailParams): RenderedMail {
  const texts = TEXTS[language];
  const values: Record<string, string> = {
    firstName: params.firstName,
    code: params.code,
    minutes: String(params.minutes),
    action: texts.actions[params.purpose] ?? '',
  };
  const fill = (line: string) => line.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? '');
  return renderMessage(texts.subject, texts.body.map(fill).join('\n\n'));
}
