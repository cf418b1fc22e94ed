import { listen, postToContentScript } from './listen.ts';

listen(window, postToContentScript);
