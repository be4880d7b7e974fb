import { useParams } from "react-router-dom";
import PlaceholderPage from "../PlaceholderPage";

/** /keys and /keys/:section: a click-to-copy reference of vanilla keys (to be filled). */
export default function KeysPage() {
  const { section } = useParams();
  return (
    <PlaceholderPage title="Keys Reference"
      note={section ? `Keys for section "${section}" are coming soon.` : "A reference of the game's keys is coming soon."} />
  );
}
