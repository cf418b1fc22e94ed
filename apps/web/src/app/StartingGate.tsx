import type { StartupProgress } from '@pasarlens/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../components/Logo.tsx';
import { publicClient } from '../lib/publicClient.ts';

/** How often a starting app is asked again. */
const POLL_MS = 2_000;

/** How far a first start is, 0–100: the simulated days are most of the work, the rollups the rest. */
export function startupPercent(progress: StartupProgress | null): number {
  if (!progress || progress.total === 0) return 0;
  const share = progress.done / progress.total;
  return Math.floor(progress.step === 'days' ? share * 90 : 90 + share * 10);
}

type Startup = { state: 'asking' } | { state: 'starting'; progress: StartupProgress | null } | { state: 'open' };

/** The server's status, asked again while it starts; a server that cannot say counts as open. */
function useStartup(): Startup {
  const [startup, setStartup] = useState<Startup>({ state: 'asking' });
  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      const result = await publicClient.status();
      if (!current) return;
      if (!result.ok || result.data.ready) return setStartup({ state: 'open' });
      setStartup({ state: 'starting', progress: result.data.progress });
      timer = setTimeout(() => void ask(), POLL_MS);
    };
    void ask();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, []);
  return startup;
}

/**
 * On a first start the API builds the demo market before it answers (503 STARTING): every page,
 * of the app and of the public site alike, shows how far it is and opens by itself once it is
 * ready. Plain markup and site.css, so the public site's light bundle carries it too
 * (decisions/022). `asking` is what shows until the server has said.
 */
export function StartingGate({ children, asking }: { children: ReactNode; asking: ReactNode }) {
  const { t } = useTranslation();
  const startup = useStartup();
  if (startup.state === 'asking') return asking;
  if (startup.state === 'open') return children;
  const percent = startupPercent(startup.progress);
  return (
    <div className="pl-starting" data-testid="starting">
      <section className="pl-panel pl-starting__card">
        <Logo />
        <h1 className="pl-starting__title">{t('starting.title')}</h1>
        <p className="pl-starting__body">{t('starting.body')}</p>
        <div
          className="pl-starting__bar"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          data-testid="starting-progress"
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        <p className="pl-starting__step">
          {percent}% · {t(startup.progress?.step === 'rollups' ? 'starting.rollups' : 'starting.days')}
        </p>
      </section>
    </div>
  );
}
