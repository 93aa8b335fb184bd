import type { ReactNode } from 'react';
import {
  ApartmentOutlined,
  BarChartOutlined,
  ContainerOutlined,
  HomeOutlined,
  NodeIndexOutlined,
  QrcodeOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  TrademarkOutlined,
} from '@ant-design/icons';
import type { SectionId } from '../routes/sections';

export const SECTION_ICONS: Record<SectionId, ReactNode> = {
  home: <HomeOutlined />,
  brand: <TrademarkOutlined />,
  organisation: <ApartmentOutlined />,
  products: <ShoppingOutlined />,
  security: <SafetyCertificateOutlined />,
  statistics: <BarChartOutlined />,
  tracability: <NodeIndexOutlined />,
  trade: <ShoppingCartOutlined />,
  qrnutri: <QrcodeOutlined />,
  certicask: <ContainerOutlined />,
  settings: <SettingOutlined />,
};
