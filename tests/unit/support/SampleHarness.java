import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.nio.charset.StandardCharsets;
import java.security.Permission;
import java.util.Base64;

/**
 * Runs compiled sample programs one after another in this JVM (one JVM start instead of one per
 * sample, which cost 0.7 s of CPU each): arguments come in pairs, a run name and the package of that
 * run's `Sample` class. For each it prints the run name, the exit status and the sample's standard error
 * in base64, separated by tabs (see SampleRunner.runMany). A sample's `System.exit` ends the sample, not
 * the JVM: the security manager turns it into an exception (Java 17, `-Djava.security.manager=allow`).
 */
public class SampleHarness {
    private static final class Exit extends SecurityException {
        final int status;

        Exit(int status) {
            super("exit " + status);
            this.status = status;
        }
    }

    public static void main(String[] args) throws Exception {
        PrintStream report = System.out;
        System.setSecurityManager(new SecurityManager() {
            @Override
            public void checkExit(int status) {
                throw new Exit(status);
            }

            @Override
            public void checkPermission(Permission permission) {}

            @Override
            public void checkPermission(Permission permission, Object context) {}
        });
        for (int i = 0; i + 1 < args.length; i += 2) {
            ByteArrayOutputStream stderr = new ByteArrayOutputStream();
            System.setOut(new PrintStream(OutputStream.nullOutputStream()));
            System.setErr(new PrintStream(stderr, true, StandardCharsets.UTF_8));
            int status = 0;
            try {
                Class.forName(args[i + 1] + ".Sample").getMethod("main", String[].class).invoke(null, (Object) new String[0]);
            } catch (InvocationTargetException thrown) {
                if (thrown.getCause() instanceof Exit exit) {
                    status = exit.status;
                } else {
                    status = 1;
                    thrown.getCause().printStackTrace();
                }
            }
            System.err.flush();
            report.println(args[i] + "\t" + status + "\t" + Base64.getEncoder().encodeToString(stderr.toByteArray()));
        }
        report.flush();
        // The manager would refuse this exit too.
        System.setSecurityManager(null);
        System.exit(0);
    }
}
