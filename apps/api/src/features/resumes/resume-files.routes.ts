import {
  RESUME_FILE_MAX_BYTES,
  RESUME_FILE_SIZE_MESSAGE,
  ResumeFileFields,
  ResumeSaved,
} from '@fitjobs/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { parseFields, readMultipart } from '../../http/multipart.ts';
import { createFileResume } from './resume-files.service.ts';

/** Uploading a resume as a PDF or Word file (issue 22 item 2, decision 0221). */
export const resumeFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/employees/resumes.file.insert',
    {
      // The form's fields (ResumeFileFields) are read in the handler, from the multipart body.
      schema: { consumes: ['multipart/form-data'], response: { 200: ResumeSaved } },
      preHandler: app.requireRole('employee'),
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (req) => {
      const { file, fields } = await readMultipart(req, {
        maxBytes: RESUME_FILE_MAX_BYTES,
        tooLarge: RESUME_FILE_SIZE_MESSAGE,
        missing: 'Choose a PDF or Word file',
      });
      const id = await createFileResume(
        app,
        currentUser(req).id,
        file,
        parseFields(ResumeFileFields, fields),
      );
      return { ok: true as const, id };
    },
  );
};
