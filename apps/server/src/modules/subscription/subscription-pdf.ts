import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { SubscriptionInput } from '@seal/shared/contract/subscription';
import { renderPdf } from '../pdf/render-pdf';
import { pdfTexts, type PdfTexts } from './pdf-texts';

export interface PdfFacts {
  number: string;
  createdAt: Date;
  form: SubscriptionInput;
  files: ReadonlyArray<{ kind: string; contentType: string; size: number }>;
  returnTo: { postalAddress: string | undefined; email: string | undefined };
}

type Row = [string, string | undefined];

const table = (rows: Row[]): Content => ({
  table: {
    widths: [160, '*'],
    body: rows
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([label, value]) => [{ text: label, style: 'label' }, { text: value ?? '' }]),
  },
  layout: 'lightHorizontalLines',
  margin: [0, 0, 0, 10],
});

function sections(t: PdfTexts, form: SubscriptionInput): Content[] {
  const f = t.fields;
  const { applicant, company, contacts, delegations, delivery, communication } = form;
  const contact = (label: string, c: SubscriptionInput['contacts']['billing']): Row => [
    label,
    `${c.name}, ${c.email}, ${c.phone}`,
  ];
  const blocks: Array<[string, Row[]]> = [
    [
      t.sections.applicant,
      [
        [f.firstName!, applicant.firstName],
        [f.lastName!, applicant.lastName],
        [f.position!, applicant.position],
        [f.email!, applicant.email],
        [f.phone!, applicant.phone],
        [f.language!, applicant.language],
      ],
    ],
    [
      t.sections.company,
      [
        [f.name!, company.name],
        [f.registrationNumber!, company.registrationNumber],
        [f.vatNumber!, company.vatNumber],
        [f.address!, company.address],
        [f.postalCode!, company.postalCode],
        [f.town!, company.town],
        [f.country!, company.country],
        [f.website!, company.website],
      ],
    ],
    [t.sections.contacts, [contact(f.billing!, contacts.billing), contact(f.technical!, contacts.technical)]],
    [
      t.sections.delegations,
      [
        [f.legalRepresentative!, delegations.legalRepresentative],
        [f.legalRepresentativePosition!, delegations.legalRepresentativePosition],
        [f.trademark!, delegations.trademark],
        [f.protectionType!, t.protection[delegations.protectionType]],
        [f.protectionCountry!, delegations.protectionCountry],
      ],
    ],
    [
      t.sections.delivery,
      [
        [f.recipient!, delivery.recipient],
        [f.address!, delivery.address],
        [f.postalCode!, delivery.postalCode],
        [f.town!, delivery.town],
        [f.country!, delivery.country],
        [f.phone!, delivery.phone],
      ],
    ],
    [
      t.sections.communication,
      [
        [f.newsletter!, communication.newsletter ? t.yes : t.no],
        [f.referrer!, communication.referrer],
      ],
    ],
  ];
  return blocks.flatMap(([title, rows]): Content[] => [{ text: title, style: 'section' }, table(rows)]);
}

/** The filled form as a PDF to print, sign and send back, in the applicant's language (pdf-texts.ts). */
export async function renderPreRegistrationPdf(facts: PdfFacts): Promise<Buffer> {
  const t = pdfTexts(facts.form.applicant.language);
  const returnLines = [facts.returnTo.postalAddress?.split('|').join('\n'), facts.returnTo.email].filter(Boolean);
  const document: TDocumentDefinitions = {
    info: { title: `${t.title} ${facts.number}` },
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    styles: {
      title: { fontSize: 16, bold: true, margin: [0, 0, 0, 4] },
      section: { fontSize: 12, bold: true, margin: [0, 8, 0, 4] },
      label: { bold: true },
    },
    content: [
      { text: `${t.title} ${facts.number}`, style: 'title' },
      { text: facts.createdAt.toISOString().slice(0, 10), margin: [0, 0, 0, 6] },
      { text: t.intro, margin: [0, 0, 0, 6] },
      ...sections(t, facts.form),
      { text: t.files, style: 'section' },
      {
        ul: facts.files.map(
          (file) => `${t.fields[file.kind] ?? file.kind} (${file.contentType}, ${Math.ceil(file.size / 1024)} KB)`,
        ),
      },
      { text: t.certify, margin: [0, 12, 0, 6] },
      { text: t.signature, style: 'label', margin: [0, 0, 0, 60] },
      ...(returnLines.length > 0 ? [{ text: t.returnTo, style: 'label' }, { text: returnLines.join('\n') }] : []),
    ],
  };
  return renderPdf(document);
}
