import { Descriptions, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { certicask } from '@seal/shared';
import { currentLanguage } from '../../i18n';

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
const amount = (value: number) => new Intl.NumberFormat(currentLanguage(), { maximumFractionDigits: 4 }).format(value);

/**
 * What a cask certificate says (docs/certicask.md "Certificates"): the seals it covers, the wine,
 * the container, the plots and providers as they were when it was issued, the device that issued
 * it. Shown by the certificates list and by the private consultation of a covered seal.
 */
export function CertificateDetails({ certificate }: { certificate: certicask.Certificate }) {
  const { t } = useTranslation();
  const c = certificate;
  const seals =
    c.firstReference === c.lastReference
      ? c.firstReference
      : t('certificate.range', { first: c.firstReference, last: c.lastReference, count: c.sealCount });
  const items = [
    { key: 'subject', label: t('certificate.subject'), children: t(`certificate.subjects.${c.subject}`) },
    { key: 'seals', label: t('certificate.seals'), children: seals },
    {
      key: 'product',
      label: t('certificate.product'),
      children: [c.product.title, c.vintage, c.estateName].filter(Boolean).join(' · '),
    },
    c.container && {
      key: 'container',
      label: t('certificate.container'),
      children: `${c.container.name} · ${t(`certificate.materials.${c.container.material}`)} · ${t('certificate.litres', { value: amount(c.container.capacityLitres) })}`,
    },
    c.plots.length > 0 && {
      key: 'plots',
      label: t('certificate.plots'),
      children: c.plots.map((plot) => (
        <Tag
          key={plot.id}
        >{`${plot.name} · ${plot.grapeVariety} · ${t('certificate.hectares', { value: amount(plot.surface) })}`}</Tag>
      )),
    },
    c.providers.length > 0 && {
      key: 'providers',
      label: t('certificate.providers'),
      children: c.providers.map((provider) => (
        <Tag key={provider.id}>{`${provider.name} · ${t(`certificate.activities.${provider.activity}`)}`}</Tag>
      )),
    },
    c.volumeLitres !== null && {
      key: 'volume',
      label: t('certificate.volume'),
      children: t('certificate.litres', { value: amount(c.volumeLitres) }),
    },
    c.from && { key: 'from', label: t('certificate.from'), children: c.from.number },
    c.notes && { key: 'notes', label: t('certificate.notes'), children: c.notes },
    { key: 'device', label: t('certificate.device'), children: c.device.name },
    { key: 'issued', label: t('certificate.issuedAt'), children: dateTime(c.issuedAt) },
  ].filter((item) => Boolean(item)) as { key: string; label: string; children: ReactNode }[];
  return (
    <div data-testid="certificate-details">
      <Descriptions size="small" column={1} items={items} />
    </div>
  );
}
