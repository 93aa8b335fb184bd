import type { ReactNode } from 'react';
import { Button, Modal, type ButtonProps } from 'antd';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify';

export interface ConfirmActionProps<R> {
  /** The question: "Archive this product?" */
  title: ReactNode;
  content?: ReactNode;
  /** The change to make once confirmed; its error is shown by the one error toast. */
  mutationFn: () => Promise<R>;
  /** Lists to refresh afterwards. */
  invalidate?: readonly QueryKey[];
  successMessage?: string;
  onSuccess?: (result: R) => void;
  danger?: boolean;
  okText?: ReactNode;
  button?: Omit<ButtonProps, 'onClick' | 'loading' | 'danger'>;
  testId?: string;
  children: ReactNode;
}

/**
 * A button that asks for confirmation, then runs a mutation (the modal waits for it).
 *
 * @example
 *   <ConfirmAction
 *     title={t('products.archive.confirm', { title: product.title })}
 *     mutationFn={() => rpc(products.archiveProduct, { id: product.id })}
 *     invalidate={[['products']]}
 *     successMessage={t('products.archive.done')}
 *     danger
 *   >
 *     {t('products.archive.action')}
 *   </ConfirmAction>
 */
export function ConfirmAction<R>(props: ConfirmActionProps<R>) {
  const { t } = useTranslation();
  const [modal, modalHolder] = Modal.useModal();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: props.mutationFn,
    onSuccess: async (result) => {
      await Promise.all((props.invalidate ?? []).map((queryKey) => client.invalidateQueries({ queryKey })));
      if (props.successMessage) notify.success(props.successMessage);
      props.onSuccess?.(result);
    },
  });

  const open = () =>
    modal.confirm({
      title: props.title,
      content: props.content,
      okText: props.okText ?? t('confirm.ok'),
      cancelText: t('confirm.cancel'),
      okButtonProps: { danger: props.danger, 'data-testid': 'confirm-ok' } as ButtonProps,
      // Resolving either way closes the dialog; a failure was already shown by the error toast.
      onOk: () =>
        mutation.mutateAsync().then(
          () => undefined,
          () => undefined,
        ),
    });

  return (
    <>
      {modalHolder}
      <Button
        {...props.button}
        danger={props.danger}
        loading={mutation.isPending}
        onClick={open}
        data-testid={props.testId}
      >
        {props.children}
      </Button>
    </>
  );
}
