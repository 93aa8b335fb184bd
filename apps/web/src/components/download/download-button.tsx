import type { ReactNode } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from './download-file';

interface Props {
  url: string;
  fileName: string;
  children: ReactNode;
  size?: ButtonProps['size'];
  type?: ButtonProps['type'];
  testId?: string;
}

/**
 * Downloads a file of a download route: the button spins while it comes; a failure (not ready yet, or the
 * "download error") shows in the one error toast.
 */
export function DownloadButton({ url, fileName, children, size = 'small', type = 'link', testId }: Props) {
  const download = useMutation({ mutationFn: () => downloadFile(url, fileName) });
  return (
    <Button
      size={size}
      type={type}
      icon={<DownloadOutlined />}
      loading={download.isPending}
      onClick={() => download.mutate()}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
