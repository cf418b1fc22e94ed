import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button, theme, Typography } from 'antd';

/**
 * Something went wrong and one way on: what antd's Result shows, without the illustrations that
 * would make every page load them (decisions/032).
 */
export function Problem({
  title,
  detail,
  action,
  onAction,
}: {
  title: string;
  detail: string;
  action: string;
  onAction: () => void;
}) {
  const { token } = theme.useToken();
  return (
    <div className="pl-problem" role="alert">
      <ExclamationCircleFilled style={{ fontSize: 56, color: token.colorWarning }} />
      <Typography.Title level={3}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary">{detail}</Typography.Paragraph>
      <Button type="primary" onClick={onAction}>
        {action}
      </Button>
    </div>
  );
}
