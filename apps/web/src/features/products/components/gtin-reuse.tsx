import type { ButtonProps, Modal } from 'antd';
import type { TFunction } from 'i18next';

type ModalApi = ReturnType<typeof Modal.useModal>[0];

/**
 * The GTIN warning of spec 001 (117): the GTIN is already used by other products of the account.
 * Answers true to keep it (the form is sent again, confirmed), false to change it.
 */
export async function askGtinReuse(modal: ModalApi, t: TFunction, params: Record<string, unknown>): Promise<boolean> {
  const owners = Array.isArray(params.products) ? (params.products as { id: string; title: string }[]) : [];
  const keep = await modal.confirm({
    title: t('gtinReuse.title'),
    content: (
      <>
        <p>{t('gtinReuse.content', { gtin: String(params.gtin ?? '') })}</p>
        <ul data-testid="gtin-reuse-products">
          {owners.map((owner) => (
            <li key={owner.id}>{owner.title}</li>
          ))}
        </ul>
        <p>{t('gtinReuse.question')}</p>
      </>
    ),
    okText: t('gtinReuse.keep'),
    cancelText: t('gtinReuse.change'),
    okButtonProps: { 'data-testid': 'gtin-keep' } as ButtonProps,
    cancelButtonProps: { 'data-testid': 'gtin-change' } as ButtonProps,
    width: 520,
  });
  return keep === true;
}
