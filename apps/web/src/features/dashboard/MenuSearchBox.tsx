import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchPages, type MenuPageRef } from './menu-pages.ts';

/** Menu search on the home page (SPEC §2 "Home: menu search"): type words of a page's name, pick it, it opens. */
export function MenuSearchBox({ pages }: { pages: MenuPageRef[] }) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const hits = useMemo(() => searchPages(pages, input), [pages, input]);

  return (
    <AutoComplete
      className="zf-dash-search"
      value={input}
      onChange={setInput}
      options={hits.map((p) => ({
        value: p.name,
        label: (
          <div className="zf-dash-search-hit">
            <span>{p.title}</span>
            <span className="zf-dash-search-where">
              {p.section} / {p.group}
            </span>
          </div>
        ),
      }))}
      onSelect={(name: string) => {
        const page = pages.find((p) => p.name === name);
        setInput('');
        if (page) navigate(page.path);
      }}
      notFoundContent={input.trim() ? t('search.none') : null}
      data-testid="dashboard-search"
    >
      <Input prefix={<SearchOutlined />} placeholder={t('search.placeholder')} allowClear />
    </AutoComplete>
  );
}
