import { ResourcePage } from '../../engines/resource/index.ts';

/** 合同信息 (contractInfo): contracts with shops and partners. */
export default function ContractPage() {
  return <ResourcePage name="contracts" />;
}
