import Printer from "lucide-react/icons/printer";
import { Button } from "../../components/ui/button.tsx";

/** Prints the page; the print stylesheet (styles.css) keeps only the document on paper. */
export function PrintButton() {
  return (
    <Button variant="secondary" onClick={() => window.print()}>
      <Printer aria-hidden="true" className="size-4" />
      Print
    </Button>
  );
}
