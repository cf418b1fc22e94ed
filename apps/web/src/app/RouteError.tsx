import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Problem } from './Problem.tsx';

/** Last-resort error screen (for example a route chunk that failed to load after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Problem
      title={t('routeError.title')}
      detail={t('routeError.body')}
      action={t('routeError.reload')}
      onAction={() => window.location.reload()}
    />
  );
}
