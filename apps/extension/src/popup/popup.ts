import type { Request, Status } from '../messages.ts';
import { languageOf, textsOf } from '../texts.ts';

const t = textsOf(languageOf(chrome.i18n.getUILanguage())).popup;
const send = (request: Request) => chrome.runtime.sendMessage(request) as Promise<Status>;
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** The popup: whether the extension is connected, how tokens are spent, and the opt-in to contribute. */
function show(status: Status): void {
  byId('title').textContent = t.title;
  byId('state').textContent = status.connected ? t.connected : t.notConnected;
  const connect = byId<HTMLButtonElement>('connect');
  connect.textContent = status.connected ? t.disconnectButton : t.connectButton;
  connect.onclick = () => void send(status.connected ? { type: 'disconnect' } : { type: 'openConnect' }).then(refresh);
  byId('costs').textContent = t.costs;
  byId('contribute-title').textContent = t.contributeTitle;
  byId('contribute-explain').textContent = t.contributeExplain;
  byId('contribute-label').textContent = t.contributeOn;
  const toggle = byId<HTMLInputElement>('contribute');
  toggle.checked = status.contributing;
  toggle.onchange = () => void send({ type: 'setContributing', on: toggle.checked }).then(show);
}

function refresh(): void {
  void send({ type: 'status' }).then((status) => status && show(status));
}

refresh();
