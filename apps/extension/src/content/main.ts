import { APP_ORIGIN, STORAGE } from '../config.ts';
import type { FiguresReply, Request } from '../messages.ts';
import { languageOf } from '../texts.ts';
import { runContentScript } from './run.ts';

const send = <T>(request: Request): Promise<T> => chrome.runtime.sendMessage(request) as Promise<T>;

runContentScript({
  window,
  language: languageOf(chrome.i18n.getUILanguage()),
  appOrigin: APP_ORIGIN,
  figures: (marketplace, externalIds) =>
    send<FiguresReply>({ type: 'figures', marketplace, externalIds }).catch((): FiguresReply => ({
      ok: false,
      refusal: 'failed',
    })),
  // Nothing leaves the page unless the user turned contributing on.
  contribute: (answer) =>
    void chrome.storage.local
      .get(STORAGE.contributing)
      .then((stored) =>
        stored[STORAGE.contributing] === true ? send({ type: 'contribute', answers: [answer] }) : null,
      )
      .catch(() => undefined),
});
