import { Image, Tag } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { enumOption, refNameKey, type FieldDef, type Language } from '@zf/shared';
import { readableDecimal } from './form-model.ts';
import type { ResourceRecord } from './resource-api.ts';

/** SPEC §9: table image thumbnails are 60×60. */
export const thumbSize = 60;

export function Thumb({ src }: { src: string }) {
  return <Image src={src} width={thumbSize} height={thumbSize} style={{ objectFit: 'cover', borderRadius: 2 }} alt="" />;
}

const formatTime = (v: unknown) => (Number(v) > 0 ? dayjs.unix(Number(v)).format('YYYY-MM-DD HH:mm:ss') : '');

/** How one stored value reads in a list cell, by field kind (refs by their `<x>_name`). */
export function renderCell(key: string, f: FieldDef | undefined, record: ResourceRecord, language: Language, yesNo: [string, string]): ReactNode {
  const v = record[key];
  if (!f) return key.endsWith('_time') ? formatTime(v) : String(v ?? '');
  switch (f.kind) {
    case 'ref': return String(record[refNameKey(key)] ?? '');
    case 'enum': return enumOption(f, v)?.label[language] ?? String(v ?? '');
    case 'switch': return Number(v) === 1 ? <Tag color="green">{yesNo[0]}</Tag> : <Tag>{yesNo[1]}</Tag>;
    case 'image': return v ? <Thumb src={String(v)} /> : null;
    case 'images': {
      // One thumbnail keeps rows one line high; the preview pages through every photo.
      const urls = String(v ?? '').split(',').filter(Boolean);
      return urls.length ? <Image.PreviewGroup items={urls}><Thumb src={urls[0]!} /></Image.PreviewGroup> : null;
    }
    // The first frame as a 60×60 thumbnail; a click plays it in a new tab.
    case 'video': return v ? <a href={String(v)} target="_blank" rel="noreferrer"><video src={String(v)} preload="metadata" muted width={thumbSize} height={thumbSize} style={{ objectFit: 'cover', borderRadius: 2, background: '#000' }} /></a> : null;
    case 'decimal': return readableDecimal(v);
    case 'password': return '';
    default: return String(v ?? '');
  }
}

/** Numbers line up on the right, the way accountants read them. */
export const alignOf = (f: FieldDef | undefined): 'right' | undefined =>
  f && (f.kind === 'decimal' || f.kind === 'integer' || f.kind === 'sort') ? 'right' : undefined;

/** A column width that fits the kind, so wide tables scroll instead of squeezing. */
export function widthOf(f: FieldDef | undefined, key: string): number {
  if (!f) return key.endsWith('_time') ? 170 : 140;
  switch (f.kind) {
    case 'image': case 'images': case 'video': return 90;
    case 'sort': case 'switch': return 90;
    case 'integer': case 'enum': return 110;
    case 'decimal': return 130;
    case 'textarea': return 220;
    case 'phone': case 'date': return 130;
    // Names are the longest text a row has (product and company names): room for them before the ellipsis.
    default: return key === 'name' ? 220 : 160;
  }
}
