// Create a league (issue 22): the creator becomes its commissioner and lands on the league's
// commissioner page (invite link, export URL, uploads).
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router-dom";
import { FieldError, FormError } from "../components/form/FieldError";
import { useFormErrors } from "../hooks/use-form-errors";
import { useCreateLeague } from "../hooks/use-league-admin";
import { ApiRequestError } from "../lib/api";
import { leaguePath } from "../lib/leagues";

export default function LeagueNewPage() {
  const create = useCreateLeague();
  const navigate = useNavigate();
  const errors = useFormErrors<"name">();
  const [name, setName] = useState("");
  const [game, setGame] = useState<"pro" | "college">("pro");
  const [description, setDescription] = useState("");

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (name.trim().length < 2) return errors.show({ name: "League name must be at least 2 characters" });
    try {
      const league = await create.mutateAsync({
        name: name.trim(),
        game,
        description: description.trim() || undefined,
      });
      navigate(`${leaguePath(league.slug)}/manage`);
    } catch (err) {
      errors.show({}, err instanceof ApiRequestError ? err.message : "Could not create the league");
    }
  };

  return (
    <div className="page page--narrow">
      <h1>Create a league</h1>
      <form ref={errors.rootRef} onSubmit={submit} noValidate>
        <FormError errors={errors} />
        <div className="form-field">
          <label htmlFor="league-name">League name</label>
          <input
            id="league-name"
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
            {...errors.describe("name")}
          />
          <FieldError id={errors.errorId("name")} message={errors.errors.name} />
        </div>
        <div className="form-field">
          <label htmlFor="league-game">Game</label>
          <select id="league-game" value={game} onChange={(e) => setGame(e.target.value as "pro" | "college")}>
            <option value="pro">Pro football (data export)</option>
            <option value="college">College football (screenshots)</option>
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="league-description">Description</label>
          <textarea
            id="league-description"
            value={description}
            maxLength={500}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        <button type="submit" className="button button-primary" disabled={create.isPending}>
          {create.isPending ? "Creating…" : "Create league"}
        </button>
      </form>
    </div>
  );
}
