import "../components/create/posting.css";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { WriterCard, type WriterDraft } from "../components/admin/WriterCard";
import { Spinner } from "../components/auth/Spinner";
import { writersQuery } from "../hooks/use-writers";
import { useSaveWriters } from "../hooks/use-writers-admin";
import { toast } from "../lib/toast-store";

/** Admin: edit persona names and styles; nothing is sent until 'Save All Changes'. */
export default function WriterManagerPage() {
  const query = useQuery(writersQuery);
  const save = useSaveWriters();
  const [drafts, setDrafts] = useState<Record<string, WriterDraft>>({});

  if (query.isPending) return <Spinner label="Loading writers…" />;
  if (query.isError)
    return (
      <section className="page page--narrow">
        <p role="alert">Failed to load writers</p>
      </section>
    );

  const writers = query.data;
  const draftOf = (id: string, fallback: WriterDraft) => drafts[id] ?? fallback;

  async function saveAll() {
    try {
      await save.mutateAsync(writers.map((w) => ({ id: w.id, ...draftOf(w.id, { name: w.name, style: w.style }) })));
      setDrafts({});
      toast({ title: "Writers Updated", description: "Writer personas have been successfully updated." });
    } catch {
      toast({
        title: "Update Failed",
        description: "Failed to update writer personas. Please try again.",
        variant: "destructive",
      });
    }
  }

  return (
    <section className="page">
      <h1>Writer Personas</h1>
      <p className="lead">
        Each card shows the persona and, under Prompt preview, exactly the text the AI writer is sent.
      </p>
      <div className="writer-grid">
        {writers.map((w) => (
          <WriterCard
            key={`${w.id}:${w.name}:${w.style.length}`}
            writer={w}
            draft={draftOf(w.id, { name: w.name, style: w.style })}
            onSave={(d) => setDrafts((all) => ({ ...all, [w.id]: d }))}
          />
        ))}
      </div>
      <button type="button" className="button button-primary" disabled={save.isPending} onClick={() => void saveAll()}>
        {save.isPending ? "Saving..." : "Save All Changes"}
      </button>
    </section>
  );
}
