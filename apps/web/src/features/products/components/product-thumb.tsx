import { PictureOutlined } from '@ant-design/icons';
import { Flex, theme } from 'antd';
import { UI } from '@seal/shared';

const SIZE = UI.previewImagePx;

/** A product's image at list size (40 px), or a neutral placeholder. */
export function ProductThumb({ url }: { url: string | null }) {
  const { token } = theme.useToken();
  const frame = {
    width: SIZE,
    height: SIZE,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusSM,
  };
  if (url)
    return (
      <img src={url} alt="" width={SIZE} height={SIZE} loading="lazy" style={{ ...frame, objectFit: 'contain' }} />
    );
  return (
    <Flex align="center" justify="center" style={frame}>
      <PictureOutlined style={{ color: token.colorTextQuaternary }} />
    </Flex>
  );
}
