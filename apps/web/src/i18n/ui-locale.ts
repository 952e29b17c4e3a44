import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/locale/zh_CN';
import enUS from 'antd/locale/en_US';
import { useTranslation } from 'react-i18next';
import { i18n } from './index.ts';

/** dayjs follows the UI language (month names, week start in pickers). */
const applyDayjs = (language: string) => dayjs.locale(language === 'en-US' ? 'en' : 'zh-cn');
applyDayjs(i18n.language);
i18n.on('languageChanged', applyDayjs);

/** antd's locale for ConfigProvider, following the UI language. */
export function useAntdLocale(): Locale {
  const { i18n: current } = useTranslation();
  return current.language === 'en-US' ? enUS : zhCN;
}
