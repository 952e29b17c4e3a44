import { Spin } from 'antd';

/** Shown while a page chunk or the shell's start-up data loads. */
export function PageLoading({ full = true }: { full?: boolean }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: full ? '100vh' : 240 }}>
      <Spin size="large" />
    </div>
  );
}
