import { Code } from '@zf/shared';
import { AppError } from '../../../platform/http/app-error.ts';
import './book.messages.ts';

export const notFoundSubject = (code: string) => new AppError(Code.notFound, 'book.unknownSubject', null, { code });
export const noAuxOn = (code: string, aux: string) => new AppError(Code.validation, 'book.noAux', null, { code, aux });
