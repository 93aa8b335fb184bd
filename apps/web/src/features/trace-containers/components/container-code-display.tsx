import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { traceContainers } from '@seal/shared';
import { gs1Form } from '../model/container-code';

/** A container's code, large and copyable; an SSCC also in its GS1 form "(00) ...". */
export function ContainerCodeDisplay({
  code,
  codeKind,
}: {
  code: string;
  codeKind: traceContainers.ContainerCodeKind;
}) {
  const { t } = useTranslation('trace-containers');
  const gs1 = gs1Form(code, codeKind);
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">{t(`codeKinds.${codeKind}`)}</Typography.Text>
      <Typography.Text
        copyable={{ text: code }}
        strong
        style={{ fontSize: 28, fontFamily: 'monospace' }}
        data-testid="container-code"
      >
        {code}
      </Typography.Text>
      {gs1 && (
        <Typography.Text copyable style={{ fontFamily: 'monospace' }} data-testid="container-code-gs1">
          {gs1}
        </Typography.Text>
      )}
    </Flex>
  );
}
