import type { Language } from '@seal/shared';
import type { ProtectionType } from '@seal/shared/contract/subscription';

/** The labels of the form to sign. */
export interface PdfTexts {
  title: string;
  intro: string;
  sections: Record<'applicant' | 'company' | 'contacts' | 'delegations' | 'delivery' | 'communication', string>;
  fields: Record<string, string>;
  protection: Record<ProtectionType, string>;
  yes: string;
  no: string;
  files: string;
  certify: string;
  signature: string;
  returnTo: string;
}

const EN: PdfTexts = {
  title: 'Seal Console pre-registration',
  intro: 'Check the information below, then date, sign and stamp this form and send it back.',
  sections: {
    applicant: 'Applicant',
    company: 'Company',
    contacts: 'Contacts',
    delegations: 'Delegations and trademark',
    delivery: 'Delivery',
    communication: 'Communication',
  },
  fields: {
    name: 'Name',
    firstName: 'First name',
    lastName: 'Last name',
    position: 'Position',
    email: 'E-mail',
    phone: 'Phone',
    language: 'Language',
    registrationNumber: 'Registration number',
    vatNumber: 'VAT number',
    address: 'Address',
    postalCode: 'Postal code',
    town: 'Town',
    country: 'Country',
    website: 'Website',
    billing: 'Billing contact',
    technical: 'Technical contact',
    legalRepresentative: 'Legal representative',
    legalRepresentativePosition: 'Position of the legal representative',
    trademark: 'Trademark',
    protectionType: 'Protection type',
    protectionCountry: 'Country of protection',
    recipient: 'Recipient',
    newsletter: 'News by e-mail',
    referrer: 'How you heard of us',
    trademarkCertificate: 'Trademark certificate',
    usageAuthorization: 'Usage authorization',
  },
  protection: { national: 'National', european: 'European Union', international: 'International' },
  yes: 'Yes',
  no: 'No',
  files: 'Documents sent with the form',
  certify: 'I certify that the information above is accurate and that I accept the terms of use of the service.',
  signature: 'Date, signature and company stamp',
  returnTo: 'Send back to',
};

const FR: PdfTexts = {
  title: 'Pré-inscription Seal Console',
  intro: 'Vérifiez les informations ci-dessous, puis datez, signez et tamponnez ce formulaire avant de le renvoyer.',
  sections: {
    applicant: 'Demandeur',
    company: 'Société',
    contacts: 'Contacts',
    delegations: 'Délégations et marque',
    delivery: 'Livraison',
    communication: 'Communication',
  },
  fields: {
    name: 'Nom',
    firstName: 'Prénom',
    lastName: 'Nom',
    position: 'Fonction',
    email: 'E-mail',
    phone: 'Téléphone',
    language: 'Langue',
    registrationNumber: "Numéro d'immatriculation",
    vatNumber: 'Numéro de TVA',
    address: 'Adresse',
    postalCode: 'Code postal',
    town: 'Ville',
    country: 'Pays',
    website: 'Site web',
    billing: 'Contact facturation',
    technical: 'Contact technique',
    legalRepresentative: 'Représentant légal',
    legalRepresentativePosition: 'Fonction du représentant légal',
    trademark: 'Marque',
    protectionType: 'Type de protection',
    protectionCountry: 'Pays de protection',
    recipient: 'Destinataire',
    newsletter: 'Actualités par e-mail',
    referrer: 'Comment vous nous avez connus',
    trademarkCertificate: 'Certificat de marque',
    usageAuthorization: "Autorisation d'usage",
  },
  protection: { national: 'Nationale', european: 'Union européenne', international: 'Internationale' },
  yes: 'Oui',
  no: 'Non',
  files: 'Documents joints au formulaire',
  certify: "Je certifie l'exactitude des informations ci-dessus et j'accepte les conditions d'utilisation du service.",
  signature: 'Date, signature et cachet de la société',
  returnTo: 'À renvoyer à',
};

/**
 * The form's language. The embedded font (Roboto, the one pdfmake ships) has no Chinese glyphs, so
 * a Chinese applicant's form is written in English (its mail is in Chinese): docs/subscription.md.
 */
export const pdfTexts = (language: Language): PdfTexts => (language === 'fr' ? FR : EN);
