import { readableOnWhite } from "../lib/colors";

/** A writer's name in the writer's colour (darkened where needed so it stays readable). */
export function WriterName({ name, color, role }: { name: string; color: string; role?: string }) {
  return (
    <span className="writer-name">
      <span style={{ color: readableOnWhite(color) }} className="writer-name__name">
        {name}
      </span>
      {role && <span className="writer-name__role">, {role}</span>}
    </span>
  );
}
