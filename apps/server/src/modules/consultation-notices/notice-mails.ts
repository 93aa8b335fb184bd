import type { Language } from '@seal/shared';
import type { ConsumerFormKind, ConsumerRequestType } from '@seal/shared/contract/seal-history';
import { renderMessage, type RenderedMail } from '../mail/templates';

/** The notices of what happened to a seal on the public page, each mailed in its reader's language. */
export type NoticeName = 'suspect' | 'fraudulent' | 'form' | 'hiddenStolen';

interface NoticeTexts {
  subject: string;
  /** Paragraphs; {{name}} is replaced by the parameter of that name. */
  body: string[];
}

interface LanguageTexts {
  notices: Record<NoticeName, NoticeTexts>;
  greeting: string;
  /** Added when the seal's product is known. */
  product: string;
  kinds: Record<ConsumerFormKind, string>;
  requestTypes: Record<ConsumerRequestType, string>;
}

/*
 * A notice says what happened and where to look; it never carries what the consumer wrote (e-mail,
 * comment, position): that stays in the console, behind its rights, and goes with the two-year purge.
 */
const TEXTS: Record<Language, LanguageTexts> = {
  en: {
    greeting: 'Hello {{firstName}},',
    product: 'Product: {{product}}',
    notices: {
      suspect: {
        subject: 'Seal {{reference}} is now suspect',
        body: [
          'The seal {{reference}} was consulted as many times as its product’s suspect threshold: its state is now suspect, and consumers who check it are told so.',
          'Look at its history in the private consultation of the console and, if all is well, set its state back: {{link}}',
        ],
      },
      fraudulent: {
        subject: 'Seal {{reference}} is now fraudulent',
        body: [
          'The seal {{reference}} was consulted as many times as its product’s fraudulent threshold: its state is now fraudulent. Consumers who check it no longer see the product, only the contact form.',
          'Look at its history in the private consultation of the console: {{link}}',
        ],
      },
      form: {
        subject: 'A consumer wrote about seal {{reference}}',
        body: [
          'A consumer sent a {{kind}} form about the seal {{reference}}. Request: {{requestType}}.',
          'Read it in the console, under Statistics, Consumer feedback: {{link}}',
        ],
      },
      hiddenStolen: {
        subject: 'Stolen seal {{reference}} was consulted',
        body: [
          'The seal {{reference}}, declared stolen without telling consumers, has just been consulted. The consumer was shown a valid seal.',
          'The consultation, with its country, is in the seal’s history in the private consultation of the console: {{link}}',
        ],
      },
    },
    kinds: { contact: 'contact', feedback: 'feedback' },
    requestTypes: {
      differentImage: 'the picture differs',
      differentProduct: 'the product differs',
      comment: 'a comment',
      question: 'a question',
      other: 'other',
    },
  },
  fr: {
    greeting: 'Bonjour {{firstName}},',
    product: 'Produit : {{product}}',
    notices: {
      suspect: {
        subject: 'Le scellé {{reference}} est désormais suspect',
        body: [
          'Le scellé {{reference}} a été consulté autant de fois que le seuil de suspicion de son produit : son état est désormais suspect, et les consommateurs qui le vérifient en sont avertis.',
          'Consultez son historique dans la consultation privée de la console et, si tout va bien, rétablissez son état : {{link}}',
        ],
      },
      fraudulent: {
        subject: 'Le scellé {{reference}} est désormais frauduleux',
        body: [
          'Le scellé {{reference}} a été consulté autant de fois que le seuil de fraude de son produit : son état est désormais frauduleux. Les consommateurs qui le vérifient ne voient plus le produit, seulement le formulaire de contact.',
          'Consultez son historique dans la consultation privée de la console : {{link}}',
        ],
      },
      form: {
        subject: 'Un consommateur a écrit au sujet du scellé {{reference}}',
        body: [
          'Un consommateur a envoyé un formulaire {{kind}} au sujet du scellé {{reference}}. Demande : {{requestType}}.',
          'Lisez-le dans la console, sous Statistiques, Avis des consommateurs : {{link}}',
        ],
      },
      hiddenStolen: {
        subject: 'Le scellé volé {{reference}} a été consulté',
        body: [
          'Le scellé {{reference}}, déclaré volé sans en avertir les consommateurs, vient d’être consulté. Le consommateur a vu un scellé valide.',
          'La consultation, avec son pays, figure dans l’historique du scellé, dans la consultation privée de la console : {{link}}',
        ],
      },
    },
    kinds: { contact: 'de contact', feedback: 'd’avis' },
    requestTypes: {
      differentImage: 'l’image est différente',
      differentProduct: 'le produit est différent',
      comment: 'un commentaire',
      question: 'une question',
      other: 'autre',
    },
  },
  zh: {
    greeting: '{{firstName}}，您好：',
    product: '产品：{{product}}',
    notices: {
      suspect: {
        subject: '封签 {{reference}} 现为可疑状态',
        body: [
          '封签 {{reference}} 的查询次数已达到其产品的可疑阈值：其状态现为可疑，查询它的消费者会看到此提示。',
          '请在控制台的内部查询中查看其历史记录；如无异常，可恢复其状态：{{link}}',
        ],
      },
      fraudulent: {
        subject: '封签 {{reference}} 现为欺诈状态',
        body: [
          '封签 {{reference}} 的查询次数已达到其产品的欺诈阈值：其状态现为欺诈。查询它的消费者将不再看到产品信息，只能看到联系表单。',
          '请在控制台的内部查询中查看其历史记录：{{link}}',
        ],
      },
      form: {
        subject: '有消费者就封签 {{reference}} 提交了表单',
        body: [
          '有消费者就封签 {{reference}} 提交了一份{{kind}}表单。请求类型：{{requestType}}。',
          '请在控制台的“统计 - 消费者反馈”中查看：{{link}}',
        ],
      },
      hiddenStolen: {
        subject: '被盗封签 {{reference}} 被查询',
        body: [
          '封签 {{reference}} 已被声明为被盗（未告知消费者），刚刚被查询。消费者看到的是有效封签。',
          '此次查询及其国家记录在控制台内部查询的封签历史中：{{link}}',
        ],
      },
    },
    kinds: { contact: '联系', feedback: '反馈' },
    requestTypes: {
      differentImage: '图片不一致',
      differentProduct: '产品不一致',
      comment: '评论',
      question: '问题',
      other: '其他',
    },
  },
};

export interface NoticeParams {
  firstName: string;
  reference: string;
  link: string;
  /** The product's title in the reader's language, when the seal has a product. */
  product: string | null;
  form?: { kind: ConsumerFormKind; requestType: ConsumerRequestType | null };
}

export function renderNotice(name: NoticeName, language: Language, params: NoticeParams): RenderedMail {
  const texts = TEXTS[language];
  const values: Record<string, string> = {
    firstName: params.firstName,
    reference: params.reference,
    link: params.link,
    product: params.product ?? '',
    kind: params.form ? texts.kinds[params.form.kind] : '',
    requestType: params.form?.requestType ? texts.requestTypes[params.form.requestType] : texts.requestTypes.other,
  };
  const fill = (line: string) => line.replace(/\{\{(\w+)\}\}/g, (_match, key: string) => values[key] ?? '');
  const { subject, body } = texts.notices[name];
  const [first, ...rest] = body;
  const paragraphs = [texts.greeting, first!, ...(params.product ? [texts.product] : []), ...rest];
  return renderMessage(fill(subject), paragraphs.map(fill).join('\n\n'));
}

export const NOTICE_LANGUAGES = Object.keys(TEXTS) as Language[];
