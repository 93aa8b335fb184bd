import type { AnomalyKind, Language } from '@seal/shared';
import type { DeliveryReason } from '@seal/shared/contract/alerts';
import { renderMessage, type RenderedMail } from '../mail/templates';

interface Texts {
  subject: string;
  intro: string;
  reference: string;
  product: string;
  count: string;
  country: string;
  date: string;
  reasons: Record<DeliveryReason, string>;
  evidence: string;
  footer: string;
}

type AnomalyTexts = Record<AnomalyKind, string>;

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: 'Alert "{{name}}": seal {{reference}}',
    intro: 'Your alert "{{name}}" fired.',
    reference: 'Reference: {{reference}}',
    product: 'Product: {{product}}',
    count: 'Consultations of this seal: {{count}} (alert limit: {{limit}})',
    country: 'Country of the consultation: {{country}} (target country of the activation: {{target}})',
    date: 'Date: {{date}} (UTC)',
    reasons: {
      limit: 'Reason: the seal was consulted more times than the alert’s limit.',
      targetCountry: 'Reason: the seal was consulted outside its activation’s target country.',
      ...({
        impossibleTravel: 'Reason: the seal was consulted from two countries too far apart for the time between.',
        manyNetworks: 'Reason: the seal was consulted from many distinct networks (a copied reference?).',
        invalidProbing: 'Reason: many invalid references were tried from one network.',
        reelProbing: 'Reason: many references of one reel were probed in sequence from one network.',
        outsideTargetCountry: 'Reason: a seal was consulted outside its activation’s target country.',
      } satisfies AnomalyTexts),
    },
    evidence: 'Evidence: {{evidence}}',
    footer: 'Look at the seal’s history in the private consultation of the console: {{link}}',
  },
  fr: {
    subject: 'Alerte « {{name}} » : scellé {{reference}}',
    intro: 'Votre alerte « {{name}} » s’est déclenchée.',
    reference: 'Référence : {{reference}}',
    product: 'Produit : {{product}}',
    count: 'Consultations de ce scellé : {{count}} (limite de l’alerte : {{limit}})',
    country: 'Pays de la consultation : {{country}} (pays cible de l’activation : {{target}})',
    date: 'Date : {{date}} (UTC)',
    reasons: {
      limit: 'Motif : le scellé a été consulté plus de fois que la limite de l’alerte.',
      targetCountry: 'Motif : le scellé a été consulté hors du pays cible de son activation.',
      ...({
        impossibleTravel:
          'Motif : le scellé a été consulté depuis deux pays trop éloignés pour le temps écoulé entre les deux.',
        manyNetworks: 'Motif : le scellé a été consulté depuis de nombreux réseaux distincts (une référence copiée ?).',
        invalidProbing: 'Motif : de nombreuses références invalides ont été essayées depuis un même réseau.',
        reelProbing:
          'Motif : de nombreuses références d’une même bobine ont été testées à la suite depuis un même réseau.',
        outsideTargetCountry: 'Motif : un scellé a été consulté hors du pays cible de son activation.',
      } satisfies AnomalyTexts),
    },
    evidence: 'Éléments : {{evidence}}',
    footer: 'Consultez l’historique du scellé dans la consultation privée de la console : {{link}}',
  },
  zh: {
    subject: '警报“{{name}}”：封签 {{reference}}',
    intro: '您的警报“{{name}}”已触发。',
    reference: '编号：{{reference}}',
    product: '产品：{{product}}',
    count: '此封签的查询次数：{{count}}（警报上限：{{limit}}）',
    country: '查询所在国家：{{country}}（激活的目标国家：{{target}}）',
    date: '日期：{{date}}（UTC）',
    reasons: {
      limit: '原因：封签的查询次数超过了警报上限。',
      targetCountry: '原因：封签在其激活的目标国家之外被查询。',
      ...({
        impossibleTravel: '原因：封签在相隔过远的两个国家被查询，时间间隔不足以往返。',
        manyNetworks: '原因：封签从许多不同的网络被查询（编号可能被复制）。',
        invalidProbing: '原因：同一网络尝试了大量无效编号。',
        reelProbing: '原因：同一网络按顺序试探了同一卷的大量编号。',
        outsideTargetCountry: '原因：有封签在其激活的目标国家之外被查询。',
      } satisfies AnomalyTexts),
    },
    evidence: '证据：{{evidence}}',
    footer: '请在控制台的内部查询中查看该封签的历史记录：{{link}}',
  },
};

export interface AlertMailParams {
  name: string;
  reference: string | null;
  product: string | null;
  count: number | null;
  limit: number;
  country: string | null;
  target: string | null;
  date: Date;
  reasons: readonly DeliveryReason[];
  evidence: Record<string, unknown> | null;
  link: string;
}

/** The mail of one delivery, in the alert creator's language: what happened, where, when and why. */
export function renderAlertMail(language: Language, params: AlertMailParams): RenderedMail {
  const texts = TEXTS[language];
  const values: Record<string, string> = {
    name: params.name,
    reference: params.reference ?? '-',
    product: params.product ?? '',
    count: params.count === null ? '' : String(params.count),
    limit: String(params.limit),
    country: params.country ?? '-',
    target: params.target ?? '-',
    date: params.date.toISOString().replace('T', ' ').slice(0, 19),
    evidence: params.evidence ? JSON.stringify(params.evidence) : '',
    link: params.link,
  };
  const fill = (line: string) => line.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => values[key] ?? '');
  const lines = [
    texts.intro,
    ...(params.reference ? [texts.reference] : []),
    ...(params.product ? [texts.product] : []),
    ...(params.count !== null ? [texts.count] : []),
    ...(params.country || params.target ? [texts.country] : []),
    texts.date,
    ...params.reasons.map((reason) => texts.reasons[reason]),
    ...(params.evidence ? [texts.evidence] : []),
    texts.footer,
  ];
  return renderMessage(fill(texts.subject), lines.map(fill).join('\n\n'));
}
