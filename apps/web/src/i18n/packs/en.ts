import antd from 'antd/es/locale/en_US';
import 'dayjs/locale/en';
import texts from '../locales/en.json';
import type { LanguagePack } from './pack.ts';

export default { texts, antd, dayjs: 'en' } satisfies LanguagePack;
