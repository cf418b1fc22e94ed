import antd from 'antd/es/locale/zh_CN';
import 'dayjs/locale/zh-cn';
import texts from '../locales/zh.json';
import type { LanguagePack } from './pack.ts';

export default { texts, antd, dayjs: 'zh-cn' } satisfies LanguagePack;
