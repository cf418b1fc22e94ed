import { CommentOutlined, SendOutlined, TeamOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { whatsappLink } from '../../../lib/contact.ts';
import { paths } from '../../../lib/paths.ts';
import { PromotionPage } from '../../../components/PromotionPage.tsx';
import { COMMUNITY_LINKS } from '../links.ts';

const POINTS = [
  'promo.community.points.telegram',
  'promo.community.points.group',
  'promo.community.points.support',
  'promo.community.points.classes',
] as const;

/** Community and support (spec §1, §2): the messaging-app community, the discussion group, WhatsApp support. */
export default function CommunityPage() {
  const { t } = useTranslation();
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <PromotionPage
      testId="community-page"
      icon={<TeamOutlined />}
      titleKey="promo.community.title"
      leadKey="promo.community.lead"
      pointKeys={POINTS}
      actions={
        <>
          <Button
            type="primary"
            icon={<SendOutlined />}
            href={COMMUNITY_LINKS.telegram}
            {...external}
            data-testid="community-telegram"
          >
            {t('promo.community.telegram')}
          </Button>
          <Button
            icon={<CommentOutlined />}
            href={COMMUNITY_LINKS.discussion}
            {...external}
            data-testid="community-group"
          >
            {t('promo.community.group')}
          </Button>
          <Button
            icon={<WhatsAppOutlined />}
            href={whatsappLink(t('promo.community.whatsapp'))}
            {...external}
            data-testid="community-whatsapp"
          >
            {t('promo.community.support')}
          </Button>
          <LinkButton to={paths.contact}>{t('contact.title')}</LinkButton>
        </>
      }
    />
  );
}
