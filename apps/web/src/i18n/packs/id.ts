import antd from 'antd/es/locale/id_ID';
import 'dayjs/locale/id';
import texts from '../locales/id.json';
import type { LanguagePack } from './pack.ts';

export default { texts, antd, dayjs: 'id' } satisfies LanguagePack;
