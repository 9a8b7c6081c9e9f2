import { readApiError } from '@shop/platform';
import { useRef, useState } from 'react';
import { useAccountUploadAttachmentMutation } from '../../api/upload-attachment.ts';
import {
  type AttachmentProblem,
  localFileProblem,
  MAX_ATTACHMENTS,
  uploadProblem,
} from './attachment-check.ts';

/** A file chosen for the message: being uploaded, or stored and ready to be named by the message. */
export interface Attachment {
  key: number;
  name: string;
  uploadId: string | null;
}

/** A file that was refused (by the browser's look or by the BFF), and why. */
export interface FileProblem {
  key: number;
  name: string;
  code: AttachmentProblem;
}

/**
 * The files chosen for a message: each is uploaded (and checked by the BFF) as soon as it is chosen, at
 * most `MAX_ATTACHMENTS` of them; the refused ones are kept apart with their problem.
 */
export function useAttachmentUploads() {
  const [upload] = useAccountUploadAttachmentMutation();
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [problems, setProblems] = useState<FileProblem[]>([]);
  const nextKey = useRef(0);

  const startUpload = (file: File, key: number) => {
    upload(file)
      .unwrap()
      .then((stored) =>
        setAttachments((current) =>
          current.map((attachment) =>
            attachment.key === key ? { ...attachment, uploadId: stored.id } : attachment,
          ),
        ),
      )
      .catch((caught: unknown) => {
        const code = uploadProblem(readApiError(caught).code);
        setAttachments((current) => current.filter((attachment) => attachment.key !== key));
        setProblems((current) => [...current, { key, name: file.name, code }]);
      });
  };

  /** Files were chosen: the acceptable ones (while there is room) start uploading, the others are refused. */
  const choose = (chosen: readonly File[]) => {
    if (chosen.length === 0) return;
    const refused: FileProblem[] = [];
    const added: Attachment[] = [];
    let room = MAX_ATTACHMENTS - attachments.length;
    for (const file of chosen) {
      nextKey.current += 1;
      const key = nextKey.current;
      const problem = localFileProblem(file);
      if (problem) {
        refused.push({ key, name: file.name, code: problem });
      } else if (room <= 0) {
        refused.push({ key, name: file.name, code: 'too_many_files' });
      } else {
        room -= 1;
        added.push({ key, name: file.name, uploadId: null });
        startUpload(file, key);
      }
    }
    setProblems(refused);
    if (added.length > 0) setAttachments((current) => [...current, ...added]);
  };

  const remove = (key: number) => {
    setAttachments((current) => current.filter((attachment) => attachment.key !== key));
    setProblems([]);
  };

  /** The message was sent: the form starts again without files. */
  const clear = () => {
    setAttachments([]);
    setProblems([]);
  };

  return {
    attachments,
    problems,
    /** A chosen file is still being uploaded (the message waits for it). */
    uploading: attachments.some((attachment) => attachment.uploadId === null),
    /** The stored files, as the message names them. */
    uploadIds: attachments.flatMap((attachment) => (attachment.uploadId ? [attachment.uploadId] : [])),
    choose,
    remove,
    clear,
  };
}

export type AttachmentUploads = ReturnType<typeof useAttachmentUploads>;
