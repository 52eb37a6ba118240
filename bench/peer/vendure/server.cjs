// The peer as one process: the Shop/Admin API and the job-queue worker together (a stock set-up runs two; one keeps
// the comparison to one Node process each).
const { JobQueueService, bootstrap } = require("@vendure/core");
const { config } = require("./config.cjs");

bootstrap(config)
  .then((app) => app.get(JobQueueService).start())
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
