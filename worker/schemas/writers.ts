// Personas: as the API answers them (GET /api/writers and the server render's data; the SPA
// imports the type, web/src/lib/writers.ts) and as an admin updates them.
import { z } from "zod";
import { WRITER_NAME_MAX, WRITER_STYLE_MAX } from "../../db/domain";
import type { Writer } from "../../db/schema";
import { textInput } from "./text-input";

export type WriterView = Omit<Writer, "sortOrder" | "updatedAt">;

export const toWriterView = ({ sortOrder: _s, updatedAt: _u, ...w }: Writer): WriterView => w;

export const writersUpdateSchema = z.object({
  writers: z
    .array(
      z.object({
        id: z.string({ message: "Writer id is required" }).min(1, "Writer id is required").max(64),
        name: textInput("Writer name", { typeMessage: "Writer name is required" }).pipe(
          z
            .string()
            .trim()
            .min(1, "Writer name is required")
            .max(WRITER_NAME_MAX, `Writer name must be at most ${WRITER_NAME_MAX} characters`),
        ),
        style: textInput("Writer style", { multiline: true, typeMessage: "Writer style is required" }).pipe(
          z
            .string()
            .trim()
            .min(1, "Writer style is required")
            .max(WRITER_STYLE_MAX, `Writer style must be at most ${WRITER_STYLE_MAX} characters`),
        ),
      }),
      { message: "Send {writers: [{id, name, style}]}" },
    )
    .min(1, "Send at least one writer")
    .max(50, "Too many writers"),
});
