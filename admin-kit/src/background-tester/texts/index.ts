// The tester's texts in every language, one chunk downloaded when the tester is shown (only the super franchise sees
// it): one entry in the remote's chunk map instead of twelve, on the landing page's first load.
import type { Language } from '@abacus/shared';
import az from './az.json';
import cs from './cs.json';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import he from './he.json';
import hy from './hy.json';
import pl from './pl.json';
import ro from './ro.json';
import ru from './ru.json';
import ua from './ua.json';

export const TESTER_TEXTS: Record<Language, object> = { az, cs, de, en, es, fr, he, hy, pl, ro, ru, ua };
