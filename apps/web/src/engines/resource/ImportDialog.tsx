import { Button, Modal } from 'antd';
import { useState } from 'react';
import type { Resource } from '@zf/shared';
import { queryClient } from '../../request/index.ts';
import { ImportPanel, type ImportTarget } from './ImportPanel.tsx';
import { useLanguage, useResourceText } from './labels.ts';

/** The import target of a resource (API.md: template = export headers, import answers a task). */
export const resourceImport = (resource: Resource, label: string): ImportTarget => ({
  templatePath: `/${resource.name}/import-template`,
  importPath: `/${resource.name}/import`,
  templateName: `${label}-template`,
});

/** The list's import dialog; closing it after an import refreshes the list and every select offering the records. */
export function ImportDialog({ resource, open, onClose }: { resource: Resource; open: boolean; onClose(): void }) {
  const t = useResourceText();
  const language = useLanguage();
  const [imported, setImported] = useState(false);
  const [generation, setGeneration] = useState(0);
  const label = resource.label[language];
  const close = () => {
    if (imported) {
      void queryClient.invalidateQueries({ queryKey: ['resource', resource.name] });
      void queryClient.invalidateQueries({ queryKey: ['ref', resource.name] });
    }
    setImported(false);
    // A fresh panel next time: back to the first step.
    setGeneration((g) => g + 1);
    onClose();
  };
  return (
    <Modal open={open} title={t('excel.importTitle', { label })} width={720} onCancel={close} maskClosable={false} footer={<Button onClick={close}>{t('excel.close')}</Button>}>
      <ImportPanel key={generation} target={resourceImport(resource, label)} onTask={() => setImported(true)} />
    </Modal>
  );
}
