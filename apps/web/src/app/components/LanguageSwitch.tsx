import { GlobalOutlined } from '@ant-design/icons';
import type { Language } from '@zf/shared';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../i18n/index.ts';

const names: Record<Language, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

/**
 * Language switch (SPEC §2): stores 'cn' | 'en'. Inside the shell `onSwitched` reloads the menus and the page, so
 * server-supplied titles follow the language too.
 */
export function LanguageSwitch({ onSwitched, className }: { onSwitched?: (language: Language) => void; className?: string }) {
  const { i18n } = useTranslation();
  const current: Language = i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: (Object.keys(names) as Language[]).map((key) => ({ key, label: names[key] })),
        onClick: async ({ key }) => {
          if (key === current) return;
          await setLanguage(key as Language);
          onSwitched?.(key as Language);
        },
      }}
    >
      <Button type="text" className={className} icon={<GlobalOutlined />} aria-label="language" data-testid="language-switch">
        {names[current]}
      </Button>
    </Dropdown>
  );
}
